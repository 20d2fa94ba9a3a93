// The most common passwords of public breach corpora (lower-case, one per space), plus a few local
// ones. Short entries are refused by the length rule anyway; they stay so the list reads as found.
// This small list is what the web client checks as a person types (it must stay light for the
// bundle budget); the server also refuses the ~18,000 of a maintained list (apps/server/src/lib/
// password-policy.ts, @zxcvbn-ts/language-common), passed in as `PasswordContext.isCommon`.
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow password1 password12 password123
password1234 passw0rd p@ssw0rd p@ssword pa55word pa55w0rd passwort passpass password! password01
qwerty123 qwerty1 qwerty12 qwerty1234 qwertyui qwerty12345 1q2w3e4r 1q2w3e4r5t 1q2w3e 1q2w3e4r5t6y
zaq12wsx zaq1zaq1 q1w2e3r4 q1w2e3r4t5 1qazxsw2 qazwsxedc 123qweasd qweasdzxc asdfghjkl asdf1234
asdfasdf zxcvbnm1 abcd1234 abcdef abcdefg abcdefgh abc12345 a1b2c3d4 a1b2c3 aa123456 aa12345678
11223344 12121212 123123123 12341234 1234qwer 123654 123456a 123456aa 12345a 12345qwert 123456abc
1234abcd 147258369 147852369 159357 159753456 1q1q1q1q 20202020 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 00000000 12344321 87654321 98765432 0987654321 11112222 123qwe123
iloveyou1 iloveyou2 iloveu iloveme loveme lovely loveyou lover babygirl baby123 angel angel1 angels
welcome welcome1 welcome123 hello hello123 hellohello letmein1 letmein123 changeme changeme1 secret
secret123 default admin admin123 admin1234 administrator root toor guest guest123 test test123
testing test1234 tester user user123 login login123 demo demo123 sample temp temp123 temppass
whatever nothing internet service server oracle mysql postgres database computer1 laptop windows
microsoft google facebook twitter instagram youtube linkedin yahoo hotmail gmail apple samsung iphone
android blackberry nokia sony dell lenovo toshiba sunshine1 princess1 football1 baseball1 basketball
soccer1 hockey1 tennis golf cricket cricket1 volleyball superman1 batman1 spiderman ironman starwars1
pokemon naruto minecraft fortnite pikachu charizard mario zelda sonic dragon1 dragonball master1
shadow1 monkey1 killer1 hunter1 hunter2 ranger1 jordan23 michael1 jennifer1 jessica1 ashley1 nicole1
daniel1 charlie1 thomas1 robert1 matthew1 andrew1 joshua1 george1 william william1 richard james
james1 david david1 jesus jesus1 jesuschrist christ blessed blessing faith grace heaven angel123
godisgood trinity family family1 friends friend forever forever1 happy happy123 smile sunflower
butterfly rainbow flower flowers purple orange yellow banana cherry chocolate cookie cupcake pepper1
ginger1 maggie1 buster1 tigger1 bailey bella max molly lucky lucky1 cooker summer1 winter winter1
spring autumn january february march april august september october november december monday
friday sunday liverpool chelsea1 arsenal arsenal1 manchester manutd barcelona realmadrid juventus
football12 qwerty11 zxcv1234 asdf qwer1234 1qaz2wsx3edc 1234554321 123454321 5201314 666666666
trinidad trinidad1 tobago trinidadandtobago trini123 portofspain sanfernando chaguanas arima
scarborough soca calypso carnival doubles steelpan caribbean caribbean1 westindies windies
`;

/** The common passwords as a set, lower-case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
