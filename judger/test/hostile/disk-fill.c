#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
/* Prints a+b only when the writable space of the box is capped: files of 16 MB are allocated in /w
 * and /tmp until that fails, and more than 1.5 GB in all means the host disk was being filled. */
#define CHUNK (16LL << 20)
#define BOUND (1536LL << 20)
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    const char *dirs[] = {"/w", "/tmp"};
    long long total = 0;
    for (int d = 0; d < 2; d++)
        for (int i = 0;; i++) {
            char path[64];
            snprintf(path, sizeof path, "%s/fill-%d", dirs[d], i);
            int fd = open(path, O_CREAT | O_WRONLY, 0600);
            if (fd < 0) break;
            int ok = fallocate(fd, 0, 0, CHUNK) == 0;
            close(fd);
            if (!ok) break;
            total += CHUNK;
            if (total > BOUND) {
                printf("LEAK: allocated %lld MB\n", total >> 20);
                return 0;
            }
        }
    printf("%d\n", a + b);
    return 0;
}
