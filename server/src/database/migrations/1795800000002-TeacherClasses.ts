import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeacherClasses1795800000002 implements MigrationInterface {
  name = 'TeacherClasses1795800000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`group_class\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gid\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`school\` varchar(100) NOT NULL DEFAULT '', \`finished\` tinyint NOT NULL DEFAULT 0, \`uid\` varchar(32) NOT NULL, \`author\` varchar(100) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_6dd618190d20c618bfb08ac08b\` (\`gid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`group_class_student\` (\`id\` int NOT NULL AUTO_INCREMENT, \`classId\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_4b580b7e84eed2a44677138633\` (\`uid\`), UNIQUE INDEX \`IDX_e6d22c968fe06d2fd215ec6789\` (\`classId\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e6d22c968fe06d2fd215ec6789\` ON \`group_class_student\``);
    await queryRunner.query(`DROP INDEX \`IDX_4b580b7e84eed2a44677138633\` ON \`group_class_student\``);
    await queryRunner.query(`DROP TABLE \`group_class_student\``);
    await queryRunner.query(`DROP INDEX \`IDX_6dd618190d20c618bfb08ac08b\` ON \`group_class\``);
    await queryRunner.query(`DROP TABLE \`group_class\``);
  }
}
