a, b = map(int, input().split())
for target in ["/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@"]:
    try:
        with open(target, "w") as f:
            f.write("pwned\n")
        print("LEAK: wrote " + target)
        raise SystemExit(0)
    except OSError:
        pass
print(a + b)
