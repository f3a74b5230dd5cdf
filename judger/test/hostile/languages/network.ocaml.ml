let reachable (host, port) =
  let socket = Unix.socket Unix.PF_INET Unix.SOCK_STREAM 0 in
  let connected =
    try
      Unix.connect socket (Unix.ADDR_INET (Unix.inet_addr_of_string host, port));
      true
    with Unix.Unix_error _ -> false
  in
  Unix.close socket;
  connected

let () =
  let a, b = Scanf.scanf " %d %d" (fun a b -> (a, b)) in
  if List.exists reachable [ ("127.0.0.1", 3306); ("127.0.0.1", 6379); ("1.1.1.1", 80) ] then
    print_endline "LEAK: network reachable"
  else Printf.printf "%d\n" (a + b)
