import { MigrationInterface, QueryRunner } from 'typeorm';

export class AssistantConversations1795935475678 implements MigrationInterface {
  name = 'AssistantConversations1795935475678';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`ai_session\` (\`id\` varchar(36) NOT NULL, \`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`displayPid\` varchar(255) NOT NULL, \`problemTitle\` varchar(255) NOT NULL, \`cid\` int NULL, \`tid\` int NULL, \`gid\` int NULL, \`submitId\` int NULL, \`code\` mediumtext NULL, \`language\` varchar(64) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_015f4d701be8bedd87830960b5\` (\`pid\`), INDEX \`IDX_4fd423b823f352eb36dead6551\` (\`uid\`, \`gmtModified\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`ai_message\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`sessionId\` varchar(36) NOT NULL, \`uid\` varchar(32) NOT NULL, \`role\` varchar(16) NOT NULL, \`content\` mediumtext NOT NULL, \`unfinished\` tinyint NOT NULL DEFAULT 0, \`error\` varchar(500) NULL, \`promptTokens\` int NOT NULL DEFAULT '0', \`completionTokens\` int NOT NULL DEFAULT '0', INDEX \`IDX_e0a9354aa7ada91375be8f8de2\` (\`gmtCreate\`), INDEX \`IDX_d8b7cbed738861bbee85f80bd7\` (\`sessionId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d8b7cbed738861bbee85f80bd7\` ON \`ai_message\``);
    await queryRunner.query(`DROP INDEX \`IDX_e0a9354aa7ada91375be8f8de2\` ON \`ai_message\``);
    await queryRunner.query(`DROP TABLE \`ai_message\``);
    await queryRunner.query(`DROP INDEX \`IDX_4fd423b823f352eb36dead6551\` ON \`ai_session\``);
    await queryRunner.query(`DROP INDEX \`IDX_015f4d701be8bedd87830960b5\` ON \`ai_session\``);
    await queryRunner.query(`DROP TABLE \`ai_session\``);
  }
}
