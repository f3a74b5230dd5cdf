import java.net.{InetSocketAddress, Socket}

object Main {
  def main(args: Array[String]): Unit = {
    val Array(a, b) = scala.io.StdIn.readLine().trim.split(" ").map(_.toInt)
    for ((host, port) <- Seq(("127.0.0.1", 3306), ("127.0.0.1", 6379), ("1.1.1.1", 80))) {
      try {
        val socket = new Socket()
        socket.connect(new InetSocketAddress(host, port), 1000)
        socket.close()
        println("LEAK: network reachable")
        return
      } catch { case _: Exception => }
    }
    println(a + b)
  }
}
