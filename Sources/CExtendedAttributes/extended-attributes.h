// The C library's extended-attribute calls, which Swift's Glibc module does not import. POSIX ACLs are
// extended attributes on Linux (system.posix_acl_access), so copying these keeps a file's ACL too.
#include <sys/types.h>
#include <sys/xattr.h>
