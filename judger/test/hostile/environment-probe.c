#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
extern char **environ;
/* Prints a+b only when the environment holds nothing but the box's own variables and no other
 * process is visible. */
static const char *allowed[] = {"PATH=", "HOME=", "TMPDIR=", "LANG=", "LC_ALL="};
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    for (char **e = environ; *e; e++) {
        int ok = 0;
        for (unsigned i = 0; i < sizeof allowed / sizeof *allowed; i++) ok |= strncmp(*e, allowed[i], strlen(allowed[i])) == 0;
        if (!ok) {
            printf("LEAK: %s\n", *e);
            return 0;
        }
    }
    DIR *proc = opendir("/proc");
    int others = 0;
    for (struct dirent *d; proc && (d = readdir(proc));)
        if (atoi(d->d_name) > 0 && atoi(d->d_name) != getpid()) others++;
    if (others > 0) {
        printf("LEAK: %d other processes visible\n", others);
        return 0;
    }
    printf("%d\n", a + b);
    return 0;
}
