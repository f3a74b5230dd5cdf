#include <stdio.h>
/* Prints a+b only when neither a world-readable file the test put into the host's /etc (where
 * deploy/ keeps judger.env) nor the host's name can be read from inside the box. */
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    const char *targets[] = {"@HOST_ETC_SECRET@", "/etc/hostname", "/etc/verdict/judger.env"};
    for (unsigned i = 0; i < sizeof targets / sizeof *targets; i++) {
        FILE *f = fopen(targets[i], "r");
        if (f && fgetc(f) != EOF) {
            printf("LEAK: read %s\n", targets[i]);
            return 0;
        }
    }
    printf("%d\n", a + b);
    return 0;
}
