import socket

a, b = map(int, input().split())
for host, port in [("127.0.0.1", 3306), ("127.0.0.1", 6379), ("1.1.1.1", 80)]:
    try:
        socket.create_connection((host, port), timeout=1).close()
        print("LEAK: network reachable")
        raise SystemExit(0)
    except OSError:
        pass
print(a + b)
