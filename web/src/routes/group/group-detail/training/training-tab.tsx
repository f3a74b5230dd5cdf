/** The group's trainings. */
export default function GroupTrainingTab() {
  return null;
}
