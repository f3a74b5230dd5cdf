import { MigrationInterface, QueryRunner } from 'typeorm';

export class MarkdownFiles1795438842557 implements MigrationInterface {
  name = 'MarkdownFiles1795438842557';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`markdown_file\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`url\` varchar(255) NOT NULL, \`originalName\` varchar(255) NOT NULL, \`size\` int NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_b340520008e5685f56154d9882\` (\`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_b340520008e5685f56154d9882\` ON \`markdown_file\``);
    await queryRunner.query(`DROP TABLE \`markdown_file\``);
  }
}
