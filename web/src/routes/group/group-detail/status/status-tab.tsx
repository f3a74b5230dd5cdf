/** The group's submissions. */
export default function GroupStatusTab() {
  return null;
}
