fun main() {
    while (true) {
        try {
            ProcessBuilder("java", "-cp", ".:/usr/share/java/kotlin-stdlib.jar", "MainKt").start()
        } catch (e: Exception) {
        }
    }
}
