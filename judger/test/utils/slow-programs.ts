/** About 0.6 s of CPU per case: long enough for a daemon to be caught in the middle of a task. */
export const SLOW_AC = `#include <stdio.h>
int main(void) {
    volatile unsigned long spin = 0;
    for (unsigned long i = 0; i < 600000000UL; i++) spin += i;
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;

/** Sleeps 8 s per case (little CPU): a task that holds its lease well past one lease period. */
export const SLEEPY_AC = `#include <stdio.h>
#include <unistd.h>
int main(void) {
    sleep(8);
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;
