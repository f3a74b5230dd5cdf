#include <stdlib.h>
#include <string.h>
int main(void) {
    for (;;) {
        char *block = malloc(16 << 20);
        if (block) memset(block, 7, 16 << 20);
    }
}
