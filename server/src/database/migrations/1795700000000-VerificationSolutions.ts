import { MigrationInterface, QueryRunner } from 'typeorm';

export class VerificationSolutions1795700000000 implements MigrationInterface {
  name = 'VerificationSolutions1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`problem_verification_solution\` (\`id\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`language\` varchar(50) NULL, \`code\` mediumtext NOT NULL, \`expected\` varchar(20) NOT NULL, \`submitId\` int NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_verification_solution_pid\` (\`pid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP INDEX \`IDX_verification_solution_pid\` ON \`problem_verification_solution\``,
    );
    await queryRunner.query(`DROP TABLE \`problem_verification_solution\``);
  }
}
