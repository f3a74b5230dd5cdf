require 'socket'
a, b = gets.split.map(&:to_i)
[["127.0.0.1", 3306], ["127.0.0.1", 6379], ["1.1.1.1", 80]].each do |host, port|
  begin
    Socket.tcp(host, port, connect_timeout: 1).close
    puts "LEAK: network reachable"
    exit 0
  rescue SystemCallError, IOError
  end
end
puts a + b
