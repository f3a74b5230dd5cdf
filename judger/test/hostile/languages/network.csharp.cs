using System;
using System.Net.Sockets;

class Escape {
    static void Main() {
        var parts = Console.ReadLine().Split(' ');
        string[] hosts = { "127.0.0.1", "127.0.0.1", "1.1.1.1" };
        int[] ports = { 3306, 6379, 80 };
        for (int i = 0; i < hosts.Length; i++) {
            try {
                using (var client = new TcpClient()) {
                    if (client.ConnectAsync(hosts[i], ports[i]).Wait(1000)) {
                        Console.WriteLine("LEAK: network reachable");
                        return;
                    }
                }
            } catch (Exception) { }
        }
        Console.WriteLine(int.Parse(parts[0]) + int.Parse(parts[1]));
    }
}
