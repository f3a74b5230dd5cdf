import { MigrationInterface, QueryRunner } from 'typeorm';

export class RemoteJudge1795972006530 implements MigrationInterface {
  name = 'RemoteJudge1795972006530';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`remote_judge_account\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`oj\` varchar(20) NOT NULL, \`kind\` varchar(20) NOT NULL, \`baseUrl\` varchar(255) NOT NULL, \`username\` varchar(100) NOT NULL, \`secret\` text NOT NULL, \`enabled\` tinyint NOT NULL DEFAULT 1, \`nextSubmitAt\` datetime(3) NULL, \`lastError\` varchar(500) NULL, UNIQUE INDEX \`IDX_af2991a47528df0db357f3b9bb\` (\`oj\`, \`username\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`remote_problem\` (\`pid\` int NOT NULL, \`oj\` varchar(20) NOT NULL, \`remoteId\` varchar(100) NOT NULL, \`sourceLink\` varchar(500) NOT NULL, UNIQUE INDEX \`IDX_4a195dc91153e5272c3934e5cc\` (\`oj\`, \`remoteId\`), PRIMARY KEY (\`pid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`remote_judge_task\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`submitId\` int NOT NULL, \`attempt\` int NOT NULL, \`oj\` varchar(20) NOT NULL, \`remoteId\` varchar(100) NOT NULL, \`language\` varchar(50) NOT NULL, \`code\` mediumtext NOT NULL, \`state\` varchar(12) NOT NULL, \`accountId\` int NULL, \`runId\` varchar(64) NULL, \`runLink\` varchar(500) NULL, \`submittedAt\` datetime(3) NULL, \`nextPollAt\` datetime(3) NULL, INDEX \`IDX_e1c46d65e4452085708978ab08\` (\`state\`, \`id\`), UNIQUE INDEX \`IDX_60dfb02720d67c79694b0a8012\` (\`submitId\`, \`attempt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_60dfb02720d67c79694b0a8012\` ON \`remote_judge_task\``);
    await queryRunner.query(`DROP INDEX \`IDX_e1c46d65e4452085708978ab08\` ON \`remote_judge_task\``);
    await queryRunner.query(`DROP TABLE \`remote_judge_task\``);
    await queryRunner.query(`DROP INDEX \`IDX_4a195dc91153e5272c3934e5cc\` ON \`remote_problem\``);
    await queryRunner.query(`DROP TABLE \`remote_problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_af2991a47528df0db357f3b9bb\` ON \`remote_judge_account\``);
    await queryRunner.query(`DROP TABLE \`remote_judge_account\``);
  }
}
