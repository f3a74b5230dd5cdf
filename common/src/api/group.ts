/** Group shapes on the wire (seed 2 §3 Group, Group member, Group rank row). */
export {};
