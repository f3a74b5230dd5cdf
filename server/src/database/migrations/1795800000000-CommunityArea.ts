import { MigrationInterface, QueryRunner } from 'typeorm';

export class CommunityArea1795800000000 implements MigrationInterface {
  name = 'CommunityArea1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_467c316ac7d7b8df52ef43edfb\` ON \`user_sys_notice\``);
    await queryRunner.query(`DROP INDEX \`IDX_c62a30b3dbd149369db610c4c8\` ON \`problem\``);
    await queryRunner.query(
      `CREATE TABLE \`rank_problem_day\` (\`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`day\` int NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`ac\` int NOT NULL DEFAULT '0', \`score\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`uid\`, \`pid\`, \`day\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`rank_user_day\` (\`uid\` varchar(32) NOT NULL, \`day\` int NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`ac\` int NOT NULL DEFAULT '0', \`score\` int NOT NULL DEFAULT '0', INDEX \`IDX_0f3820c9d77b724b0b37d83ded\` (\`day\`), PRIMARY KEY (\`uid\`, \`day\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`rank_user\` (\`uid\` varchar(32) NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`ac\` int NOT NULL DEFAULT '0', \`score\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`uid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`rank_change\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`rank_state\` (\`id\` int NOT NULL, \`builtAt\` datetime NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`note_category\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`name\` varchar(50) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_037838a5798478bb1365f0c0f7\` (\`uid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`note\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`subject\` varchar(255) NOT NULL, \`content\` mediumtext NOT NULL, \`cid\` int NULL, \`isTop\` tinyint NOT NULL DEFAULT 0, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_afbad79ab7c56ada4baa447365\` (\`uid\`, \`isTop\`, \`gmtModified\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`msg_remind\` (\`id\` int NOT NULL AUTO_INCREMENT, \`action\` varchar(20) NOT NULL, \`sourceId\` int NOT NULL, \`sourceType\` varchar(20) NOT NULL, \`sourceContent\` varchar(255) NULL, \`quoteId\` int NULL, \`quoteType\` varchar(20) NULL, \`url\` varchar(255) NOT NULL, \`state\` tinyint NOT NULL DEFAULT 0, \`senderId\` varchar(32) NOT NULL, \`recipientId\` varchar(32) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_67315eb0429a7e8ad298d20e6a\` (\`recipientId\`, \`action\`, \`id\`), INDEX \`IDX_bfa15fff795b52e41b53fe3ac5\` (\`recipientId\`, \`action\`, \`state\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discussion_category\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discussion_like\` (\`id\` int NOT NULL AUTO_INCREMENT, \`did\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_a04bb68b37440e5cfa91624b7c\` (\`did\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discussion_report\` (\`id\` int NOT NULL AUTO_INCREMENT, \`did\` int NOT NULL, \`reporter\` varchar(100) NOT NULL, \`content\` text NOT NULL, \`status\` tinyint NOT NULL DEFAULT 0, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_f33ec53bb0d65cfcdb25a245ea\` (\`did\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discussion\` (\`id\` int NOT NULL AUTO_INCREMENT, \`categoryId\` int NOT NULL, \`title\` varchar(255) NOT NULL, \`description\` varchar(255) NOT NULL, \`content\` mediumtext NOT NULL, \`pid\` varchar(255) NULL, \`gid\` int NULL, \`uid\` varchar(32) NOT NULL, \`author\` varchar(100) NOT NULL, \`viewNum\` int NOT NULL DEFAULT '0', \`likeNum\` int NOT NULL DEFAULT '0', \`commentNum\` int NOT NULL DEFAULT '0', \`topPriority\` int NOT NULL DEFAULT '0', \`status\` int NOT NULL DEFAULT '0', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_028222bdef815547a6042ad7d1\` (\`pid\`), INDEX \`IDX_e81866eb06ee9e70d3fd4e9c8a\` (\`uid\`, \`gmtCreate\`), INDEX \`IDX_95ed248bd442ce4bc619b0b192\` (\`topPriority\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`admin_sys_notice\` CHANGE \`adminId\` \`adminId\` varchar(32) NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_f87bb97ba50965bd4c23c6a489\` ON \`admin_sys_notice\` (\`state\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_d6a79d64f949ef74c613780e30\` ON \`user_sys_notice\` (\`recipientId\`, \`type\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_54a3700bea95d4ac5b9ae5b4b2\` ON \`user_sys_notice\` (\`recipientId\`, \`type\`, \`state\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_7b25eed3578435d46651efdeed\` ON \`problem\` (\`auth\`, \`gid\`, \`gmtModified\`)`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_5e9fdbcf2a25c5cce84a5097fb\` ON \`judge\` (\`submitTime\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_5e9fdbcf2a25c5cce84a5097fb\` ON \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_7b25eed3578435d46651efdeed\` ON \`problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_54a3700bea95d4ac5b9ae5b4b2\` ON \`user_sys_notice\``);
    await queryRunner.query(`DROP INDEX \`IDX_d6a79d64f949ef74c613780e30\` ON \`user_sys_notice\``);
    await queryRunner.query(`DROP INDEX \`IDX_f87bb97ba50965bd4c23c6a489\` ON \`admin_sys_notice\``);
    await queryRunner.query(
      `ALTER TABLE \`admin_sys_notice\` CHANGE \`adminId\` \`adminId\` varchar(32) NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_95ed248bd442ce4bc619b0b192\` ON \`discussion\``);
    await queryRunner.query(`DROP INDEX \`IDX_e81866eb06ee9e70d3fd4e9c8a\` ON \`discussion\``);
    await queryRunner.query(`DROP INDEX \`IDX_028222bdef815547a6042ad7d1\` ON \`discussion\``);
    await queryRunner.query(`DROP TABLE \`discussion\``);
    await queryRunner.query(`DROP INDEX \`IDX_f33ec53bb0d65cfcdb25a245ea\` ON \`discussion_report\``);
    await queryRunner.query(`DROP TABLE \`discussion_report\``);
    await queryRunner.query(`DROP INDEX \`IDX_a04bb68b37440e5cfa91624b7c\` ON \`discussion_like\``);
    await queryRunner.query(`DROP TABLE \`discussion_like\``);
    await queryRunner.query(`DROP TABLE \`discussion_category\``);
    await queryRunner.query(`DROP INDEX \`IDX_bfa15fff795b52e41b53fe3ac5\` ON \`msg_remind\``);
    await queryRunner.query(`DROP INDEX \`IDX_67315eb0429a7e8ad298d20e6a\` ON \`msg_remind\``);
    await queryRunner.query(`DROP TABLE \`msg_remind\``);
    await queryRunner.query(`DROP INDEX \`IDX_afbad79ab7c56ada4baa447365\` ON \`note\``);
    await queryRunner.query(`DROP TABLE \`note\``);
    await queryRunner.query(`DROP INDEX \`IDX_037838a5798478bb1365f0c0f7\` ON \`note_category\``);
    await queryRunner.query(`DROP TABLE \`note_category\``);
    await queryRunner.query(`DROP TABLE \`rank_state\``);
    await queryRunner.query(`DROP TABLE \`rank_change\``);
    await queryRunner.query(`DROP TABLE \`rank_user\``);
    await queryRunner.query(`DROP INDEX \`IDX_0f3820c9d77b724b0b37d83ded\` ON \`rank_user_day\``);
    await queryRunner.query(`DROP TABLE \`rank_user_day\``);
    await queryRunner.query(`DROP TABLE \`rank_problem_day\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_c62a30b3dbd149369db610c4c8\` ON \`problem\` (\`auth\`, \`gid\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_467c316ac7d7b8df52ef43edfb\` ON \`user_sys_notice\` (\`recipientId\`, \`state\`, \`id\`)`,
    );
  }
}
