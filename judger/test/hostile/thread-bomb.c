#include <pthread.h>
#include <unistd.h>
static void *idle(void *arg) {
    (void)arg;
    for (;;) pause();
    return 0;
}
int main(void) {
    pthread_t thread;
    for (;;) pthread_create(&thread, 0, idle, 0);
}
