#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
/* Prints a+b only when neither MariaDB (3306) nor Redis (6379) on localhost, nor an outside
 * address, can be reached. */
static int reachable(const char *ip, int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 0;
    struct sockaddr_in addr = {0};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    inet_pton(AF_INET, ip, &addr.sin_addr);
    int ok = connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0;
    close(fd);
    return ok;
}
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    if (reachable("127.0.0.1", 3306) || reachable("127.0.0.1", 6379) || reachable("1.1.1.1", 80)) {
        puts("LEAK: network reachable");
        return 0;
    }
    printf("%d\n", a + b);
    return 0;
}
