#include <stdio.h>
/* Prints a+b only when none of the secrets can be opened. @ANSWER_PATH@ and @FIXTURE_DIR@ are
 * replaced by the test with the real host paths of the cached answers and the fixture data. */
static const char *targets[] = {
    "/etc/shadow", "@ANSWER_PATH@", "@FIXTURE_DIR@/problems/aplusb/1.out", "/proc/1/environ",
    "/root/.bash_history", "/work/main/package.json",
};
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
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
