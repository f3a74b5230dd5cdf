<?php
fscanf(STDIN, "%d %d", $a, $b);
foreach ([["127.0.0.1", 3306], ["127.0.0.1", 6379], ["1.1.1.1", 80]] as [$host, $port]) {
    $socket = @fsockopen($host, $port, $errno, $error, 1);
    if ($socket !== false) {
        echo "LEAK: network reachable\n";
        exit(0);
    }
}
echo $a + $b, "\n";
