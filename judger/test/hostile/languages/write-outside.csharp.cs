using System;
using System.IO;

class Escape {
    static void Main() {
        var parts = Console.ReadLine().Split(' ');
        foreach (var target in new[] { "/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@" }) {
            try {
                File.WriteAllText(target, "pwned\n");
                Console.WriteLine("LEAK: wrote " + target);
                return;
            } catch (Exception) { }
        }
        Console.WriteLine(int.Parse(parts[0]) + int.Parse(parts[1]));
    }
}
