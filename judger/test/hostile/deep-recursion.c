#include <stdio.h>
/* ~100 MB of stack, within the default 128 MB stack limit: must be Accepted. */
static long long down(int n) {
    volatile char frame[80];
    frame[0] = (char)n;
    return n == 0 ? 0 : down(n - 1) + (frame[0] & 1);
}
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\n", a + b + down(800000) - 400000);
    return 0;
}
