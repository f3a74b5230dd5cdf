object Main {
  def main(args: Array[String]): Unit = {
    while (true) {
      try new ProcessBuilder("java", "-cp", ".:/usr/share/scala/lib/scala-library.jar", "Main").start()
      catch { case _: Exception => }
    }
  }
}
