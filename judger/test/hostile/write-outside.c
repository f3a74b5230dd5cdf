#include <stdio.h>
#include <sys/stat.h>
/* Prints a+b only when nothing outside the private box can be written. */
static const char *targets[] = {
    "/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned",
    "/proc/sys/kernel/hostname", "/dev/verdict-pwned", "/dev/shm/verdict-pwned", "@HOST_MARKER@",
};
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    for (unsigned i = 0; i < sizeof targets / sizeof *targets; i++) {
        FILE *f = fopen(targets[i], "w");
        if (f && fputs("pwned\n", f) >= 0 && fclose(f) == 0) {
            printf("LEAK: wrote %s\n", targets[i]);
            return 0;
        }
    }
    if (mkdir("/etc/verdict-dir", 0777) == 0) {
        puts("LEAK: mkdir in /etc");
        return 0;
    }
    FILE *own = fopen("/w/scratch.txt", "w"); /* the box itself is writable */
    if (!own) {
        puts("box not writable");
        return 0;
    }
    fclose(own);
    printf("%d\n", a + b);
    return 0;
}
