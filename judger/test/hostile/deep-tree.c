#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
/* Leaves a directory tree 3000 levels deep and 100 000 files behind in /w, then answers. The next
 * task on the same slot must still be judged. */
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    if (chdir("/w") == 0 && mkdir("flat", 0700) == 0) {
        for (int i = 0; i < 100000; i++) {
            char name[32];
            snprintf(name, sizeof name, "flat/%d", i);
            int fd = open(name, O_CREAT | O_WRONLY, 0600);
            if (fd < 0) break;
            close(fd);
        }
    }
    for (int depth = 0; depth < 3000; depth++)
        if (mkdir("d", 0700) != 0 || chdir("d") != 0) break;
    printf("%d\n", a + b);
    return 0;
}
