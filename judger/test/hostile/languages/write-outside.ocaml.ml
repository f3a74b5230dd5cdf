let targets = [ "/etc/verdict-pwned"; "/usr/verdict-pwned"; "/verdict-pwned"; "/w/../verdict-pwned"; "@HOST_MARKER@" ]

let () =
  let a, b = Scanf.scanf " %d %d" (fun a b -> (a, b)) in
  List.iter
    (fun target ->
      match open_out target with
      | channel ->
          output_string channel "pwned\n";
          close_out channel;
          Printf.printf "LEAK: wrote %s\n" target;
          exit 0
      | exception Sys_error _ -> ())
    targets;
  Printf.printf "%d\n" (a + b)
