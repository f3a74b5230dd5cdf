import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatMessages1795962140279 implements MigrationInterface {
  name = 'ChatMessages1795962140279';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`im_message\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`conversation\` varchar(80) NOT NULL, \`senderUid\` varchar(32) NOT NULL, \`kind\` varchar(8) NOT NULL, \`content\` text NOT NULL, \`deleted\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_3b7df1a169ec23e9bf708271ef\` (\`conversation\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_contact\` (\`uid\` varchar(32) NOT NULL, \`peerUid\` varchar(32) NOT NULL, \`lastMessageId\` int NOT NULL, INDEX \`IDX_7bcebe025003ec9e304a4b9db0\` (\`uid\`, \`lastMessageId\`), PRIMARY KEY (\`uid\`, \`peerUid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_read\` (\`uid\` varchar(32) NOT NULL, \`conversation\` varchar(80) NOT NULL, \`lastReadId\` int NOT NULL, PRIMARY KEY (\`uid\`, \`conversation\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_block\` (\`uid\` varchar(32) NOT NULL, \`blockedUid\` varchar(32) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`uid\`, \`blockedUid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_mute\` (\`uid\` varchar(32) NOT NULL, \`until\` datetime NOT NULL, \`mutedBy\` varchar(32) NOT NULL, PRIMARY KEY (\`uid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_group_closed\` (\`gid\` int NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`gid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`im_report\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`messageId\` int NOT NULL, \`reporterUid\` varchar(32) NOT NULL, \`reason\` varchar(500) NOT NULL, \`handled\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_84639099cc3e02a795d4e0d388\` (\`handled\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_84639099cc3e02a795d4e0d388\` ON \`im_report\``);
    await queryRunner.query(`DROP TABLE \`im_report\``);
    await queryRunner.query(`DROP TABLE \`im_group_closed\``);
    await queryRunner.query(`DROP TABLE \`im_mute\``);
    await queryRunner.query(`DROP TABLE \`im_block\``);
    await queryRunner.query(`DROP TABLE \`im_read\``);
    await queryRunner.query(`DROP INDEX \`IDX_7bcebe025003ec9e304a4b9db0\` ON \`im_contact\``);
    await queryRunner.query(`DROP TABLE \`im_contact\``);
    await queryRunner.query(`DROP INDEX \`IDX_3b7df1a169ec23e9bf708271ef\` ON \`im_message\``);
    await queryRunner.query(`DROP TABLE \`im_message\``);
  }
}
