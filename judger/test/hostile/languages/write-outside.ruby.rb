a, b = gets.split.map(&:to_i)
["/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@"].each do |target|
  begin
    File.write(target, "pwned\n")
    puts "LEAK: wrote #{target}"
    exit 0
  rescue SystemCallError
  end
end
puts a + b
