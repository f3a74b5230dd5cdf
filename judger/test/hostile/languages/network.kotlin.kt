import java.net.InetSocketAddress
import java.net.Socket

fun main() {
    val (a, b) = readLine()!!.trim().split(" ").map { it.toInt() }
    for ((host, port) in listOf("127.0.0.1" to 3306, "127.0.0.1" to 6379, "1.1.1.1" to 80)) {
        try {
            Socket().use { it.connect(InetSocketAddress(host, port), 1000) }
            println("LEAK: network reachable")
            return
        } catch (e: Exception) {
        }
    }
    println(a + b)
}
