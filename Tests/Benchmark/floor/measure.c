// Runs a command and writes what it cost to REPORT_FILE: `WALL_NS CPU_US MAXRSS_KB`, then exits with its status.
// The benchmark starts every subject through this small program rather than from Python: wait4(2) counts in a
// child's peak the memory of the process it was forked from, so a child of the benchmark's 17 MB Python
// process never reported less than 17 MB, and forking that process cost each run time that was not the tool's.
//
//     measure REPORT_FILE COMMAND [ARGUMENT...]
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fputs("usage: measure REPORT_FILE COMMAND [ARGUMENT...]\n", stderr);
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) {
        perror("measure: fork");
        return 2;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("measure: exec");
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("measure: wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    long long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    FILE *report = fopen(argv[1], "w");
    if (!report) {
        perror("measure: report");
        return 2;
    }
    fprintf(report, "%lld %lld %ld\n", wall, cpu, usage.ru_maxrss);
    fclose(report);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
