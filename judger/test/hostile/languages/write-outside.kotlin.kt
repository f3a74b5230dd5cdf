import java.io.File

fun main() {
    val (a, b) = readLine()!!.trim().split(" ").map { it.toInt() }
    for (target in listOf("/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@")) {
        try {
            File(target).writeText("pwned\n")
            println("LEAK: wrote $target")
            return
        } catch (e: Exception) {
        }
    }
    println(a + b)
}
