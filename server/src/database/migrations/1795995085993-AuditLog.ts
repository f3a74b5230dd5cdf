import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795995085993 implements MigrationInterface {
  name = 'AuditLog1795995085993';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`ip\` varchar(64) NOT NULL, \`action\` varchar(40) NOT NULL, \`targetKind\` varchar(20) NOT NULL, \`targetId\` varchar(64) NOT NULL, \`targetLabel\` varchar(255) NOT NULL, \`before\` text NULL, \`after\` text NULL, INDEX \`IDX_569e3127a3d226753e92fb52fe\` (\`targetKind\`, \`targetId\`, \`id\`), INDEX \`IDX_3f97d0f67627908f232650a97c\` (\`action\`, \`id\`), INDEX \`IDX_280d950ded66c56631f92909cb\` (\`uid\`, \`id\`), INDEX \`IDX_ae152ec6e30f4ae6fc3356da24\` (\`username\`, \`id\`), INDEX \`IDX_717c842117c156359ccf334421\` (\`gmtCreate\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_717c842117c156359ccf334421\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_ae152ec6e30f4ae6fc3356da24\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_280d950ded66c56631f92909cb\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_3f97d0f67627908f232650a97c\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_569e3127a3d226753e92fb52fe\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}
