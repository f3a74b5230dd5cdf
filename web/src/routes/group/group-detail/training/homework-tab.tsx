/** The group's homework with each member's progress. */
export default function GroupHomeworkTab() {
  return null;
}
