/** The group's ACM and OI ranks over a period. */
export default function GroupRankTab() {
  return null;
}
