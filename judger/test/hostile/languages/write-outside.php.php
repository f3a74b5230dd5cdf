<?php
fscanf(STDIN, "%d %d", $a, $b);
foreach (["/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@"] as $target) {
    if (@file_put_contents($target, "pwned\n") !== false) {
        echo "LEAK: wrote $target\n";
        exit(0);
    }
}
echo $a + $b, "\n";
