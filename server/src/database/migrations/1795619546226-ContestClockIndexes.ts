import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContestClockIndexes1795619546226 implements MigrationInterface {
  name = 'ContestClockIndexes1795619546226';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_8ada2d22dd27771112fd1b94cd\` ON \`contest\` (\`endTime\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_0a3ac2ec2f332e0f14f0ff925b\` ON \`contest\` (\`startTime\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_0a3ac2ec2f332e0f14f0ff925b\` ON \`contest\``);
    await queryRunner.query(`DROP INDEX \`IDX_8ada2d22dd27771112fd1b94cd\` ON \`contest\``);
  }
}
