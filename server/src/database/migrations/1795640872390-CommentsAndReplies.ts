import { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentsAndReplies1795640872390 implements MigrationInterface {
  name = 'CommentsAndReplies1795640872390';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`comment_like\` (\`id\` int NOT NULL AUTO_INCREMENT, \`commentId\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_e9e5a172fdbc59ba1b88bf7908\` (\`commentId\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`comment\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NULL, \`did\` int NULL, \`content\` text NOT NULL, \`likeNum\` int NOT NULL DEFAULT '0', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`fromUid\` varchar(32) NOT NULL, \`fromName\` varchar(100) NOT NULL, \`fromAvatar\` varchar(255) NULL, \`fromRole\` int NOT NULL, \`fromTitleName\` varchar(100) NULL, \`fromTitleColor\` varchar(20) NULL, INDEX \`IDX_64a25e76134ce11843e15bc6c8\` (\`did\`, \`id\`), INDEX \`IDX_97c5124cde3baf4b76b795b5f9\` (\`cid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reply\` (\`id\` int NOT NULL AUTO_INCREMENT, \`commentId\` int NOT NULL, \`toUid\` varchar(32) NOT NULL, \`toName\` varchar(100) NOT NULL, \`toAvatar\` varchar(255) NULL, \`content\` text NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`fromUid\` varchar(32) NOT NULL, \`fromName\` varchar(100) NOT NULL, \`fromAvatar\` varchar(255) NULL, \`fromRole\` int NOT NULL, \`fromTitleName\` varchar(100) NULL, \`fromTitleColor\` varchar(20) NULL, INDEX \`IDX_e1867c2bab550d8452cc603af2\` (\`commentId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e1867c2bab550d8452cc603af2\` ON \`reply\``);
    await queryRunner.query(`DROP TABLE \`reply\``);
    await queryRunner.query(`DROP INDEX \`IDX_97c5124cde3baf4b76b795b5f9\` ON \`comment\``);
    await queryRunner.query(`DROP INDEX \`IDX_64a25e76134ce11843e15bc6c8\` ON \`comment\``);
    await queryRunner.query(`DROP TABLE \`comment\``);
    await queryRunner.query(`DROP INDEX \`IDX_e9e5a172fdbc59ba1b88bf7908\` ON \`comment_like\``);
    await queryRunner.query(`DROP TABLE \`comment_like\``);
  }
}
