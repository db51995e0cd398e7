// The C floor: the least a program can cost to read the contract and write contractgen's output, with plain
// syscalls and no runtime. It reads the contract (without parsing it) and the layout (`SIZE PATH` a line, the
// files contractgen wrote), then writes each file, filled with the contract's bytes, with open(2), write(2)
// and close(2), creating folders with mkdir(2). Nothing is rendered or checked.
//
//     floor-c CONTRACT OUT_DIR LAYOUT
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *read_all(const char *path, size_t *size) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return NULL;
    struct stat info;
    if (fstat(descriptor, &info) != 0) return NULL;
    char *bytes = malloc((size_t)info.st_size + 1);
    size_t done = 0;
    while (done < (size_t)info.st_size) {
        ssize_t count = read(descriptor, bytes + done, (size_t)info.st_size - done);
        if (count <= 0) return NULL;
        done += (size_t)count;
    }
    close(descriptor);
    bytes[done] = 0;
    *size = done;
    return bytes;
}

// Creates every folder on the way to `path`'s file.
static void make_folders(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = 0;
        mkdir(path, 0755);
        *slash = '/';
    }
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fputs("usage: floor-c CONTRACT OUT_DIR LAYOUT\n", stderr);
        return 2;
    }
    size_t contract_size, layout_size;
    char *contract = read_all(argv[1], &contract_size);
    char *layout = read_all(argv[3], &layout_size);
    if (!contract || !layout || contract_size == 0) {
        fputs("floor-c: cannot read the contract or the layout\n", stderr);
        return 1;
    }
    char path[4096];
    char *buffer = NULL;
    size_t capacity = 0;
    for (char *line = strtok(layout, "\n"); line; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        if (!space) continue;
        size_t size = strtoul(line, NULL, 10);
        snprintf(path, sizeof path, "%s/%s", argv[2], space + 1);
        make_folders(path);
        if (size > capacity) {
            buffer = realloc(buffer, size);
            capacity = size;
        }
        for (size_t offset = 0; offset < size; offset += contract_size) {
            size_t count = size - offset < contract_size ? size - offset : contract_size;
            memcpy(buffer + offset, contract, count);
        }
        int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (descriptor < 0 || write(descriptor, buffer, size) != (ssize_t)size || close(descriptor) != 0) {
            fprintf(stderr, "floor-c: cannot write %s: %s\n", path, strerror(errno));
            return 1;
        }
    }
    return 0;
}
