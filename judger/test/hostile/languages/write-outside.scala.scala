import java.nio.file.{Files, Paths}

object Main {
  def main(args: Array[String]): Unit = {
    val Array(a, b) = scala.io.StdIn.readLine().trim.split(" ").map(_.toInt)
    for (target <- Seq("/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@")) {
      try {
        Files.write(Paths.get(target), "pwned\n".getBytes)
        println(s"LEAK: wrote $target")
        return
      } catch { case _: Exception => }
    }
    println(a + b)
  }
}
