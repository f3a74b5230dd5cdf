#include <stdio.h>
#include <string.h>
#include <unistd.h>
/* Prints a+b only when standard input does not name the test file's host path (which tells the
 * problem, the test-data version and the case). */
int main(void) {
    int a, b;
    char target[4096] = "";
    scanf("%d %d", &a, &b);
    ssize_t n = readlink("/proc/self/fd/0", target, sizeof target - 1);
    if (n > 0) target[n] = 0;
    if (strstr(target, "testdata") || strstr(target, ".in") || strstr(target, "@CACHE_DIR@")) {
        printf("LEAK: stdin is %s\n", target);
        return 0;
    }
    printf("%d\n", a + b);
    return 0;
}
