#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/shm.h>
/* Runs on every case of a problem: finds what an earlier run left in System V shared memory, a
 * System V message queue or a POSIX message queue (a leak), then leaves its own behind. Prints a+b
 * only when nothing of an earlier run was visible. */
#define KEY 0x5eed
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    int shm = shmget(KEY, 4096, 0);
    int msq = msgget(KEY, 0);
    mqd_t mq = mq_open("/verdict-leftover", O_RDONLY);
    if (shm >= 0 || msq >= 0 || mq != (mqd_t)-1) {
        printf("LEAK: shm %d, msg %d, mqueue %d\n", shm, msq, (int)mq);
        return 0;
    }
    shm = shmget(KEY, 64 << 20, IPC_CREAT | 0666);
    char *p = shm >= 0 ? shmat(shm, NULL, 0) : NULL;
    if (p && p != (void *)-1) memset(p, 'x', 64 << 20);
    msq = msgget(KEY, IPC_CREAT | 0666);
    struct { long type; char text[16]; } m = {1, "secret"};
    if (msq >= 0) msgsnd(msq, &m, sizeof m.text, IPC_NOWAIT);
    struct mq_attr attr = {.mq_maxmsg = 1, .mq_msgsize = 16};
    mq_open("/verdict-leftover", O_CREAT | O_RDWR, 0666, &attr);
    printf("%d\n", a + b);
    return 0;
}
