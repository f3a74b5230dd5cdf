/**
 * System calls the sandbox refuses, one program each: it prints a+b only when the call fails, so
 * Accepted means the call was denied. Each opens kernel surface a judged program never needs.
 */
export const DENIED_CALLS: { name: string; call: string }[] = [
  { name: 'io_uring_setup', call: 'syscall(SYS_io_uring_setup, 4, params)' },
  { name: 'modify_ldt', call: 'syscall(SYS_modify_ldt, 0, params, sizeof params)' },
  { name: 'memfd_secret', call: 'syscall(447, 0)' },
  { name: 'socket(AF_VSOCK)', call: 'socket(AF_VSOCK, SOCK_STREAM, 0)' },
  { name: 'socket(AF_NETLINK)', call: 'socket(AF_NETLINK, SOCK_RAW, 0)' },
  { name: 'socket(AF_ALG)', call: 'socket(AF_ALG, SOCK_SEQPACKET, 0)' },
  { name: 'socket(AF_PACKET)', call: 'socket(AF_PACKET, SOCK_RAW, 0)' },
];

export function deniedCallProgram(call: { name: string; call: string }): string {
  return `#define _GNU_SOURCE
#include <stdio.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
int main(void) {
    int a, b;
    static char params[256];
    scanf("%d %d", &a, &b);
    if ((long)(${call.call}) >= 0) {
        puts("LEAK: ${call.name} succeeded");
        return 0;
    }
    printf("%d\\n", a + b);
    return 0;
}
`;
}
