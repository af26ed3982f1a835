//! Generated nicknames: an adjective and an animal, in each of the page's
//! languages ("Sly Fox", "快乐的熊猫", "Renard rusé"), for a room whose host
//! keeps real names out of it ([`super::Settings::generated_names`]). The
//! page offers three; the server takes only a name made here.
//!
//! Promises: every name is at most [`super::nickname::MAX_CHARS`]
//! characters and passes the nickname check; [`is_generated`] holds for
//! exactly the names [`name`] makes, in any language; the adjectives agree
//! with the animals (in Spanish, French and German every animal is
//! masculine, and the adjective takes that form).

/// One language's words: which goes first, and what joins them.
struct Words {
    /// The language's tag, as the `lang` crate names it.
    tag: &'static str,
    adjectives: [&'static str; 16],
    animals: [&'static str; 16],
    /// Whether the animal comes first (Spanish, French).
    animal_first: bool,
    /// Between the two words.
    joint: &'static str,
}

const LANGUAGES: [Words; 8] = [
    Words {
        tag: "en",
        adjectives: [
            "Happy", "Brave", "Clever", "Calm", "Curious", "Swift", "Kind", "Wise", "Sly", "Jolly",
            "Bold", "Gentle", "Lucky", "Merry", "Plucky", "Sunny",
        ],
        animals: [
            "Panda", "Tiger", "Lion", "Rabbit", "Dolphin", "Penguin", "Fox", "Koala", "Squirrel",
            "Owl", "Hedgehog", "Deer", "Otter", "Camel", "Zebra", "Kangaroo",
        ],
        animal_first: false,
        joint: " ",
    },
    Words {
        tag: "zh",
        adjectives: [
            "快乐", "勇敢", "聪明", "安静", "好奇", "机灵", "温柔", "活泼", "淘气", "沉着", "开心",
            "认真", "友好", "敏捷", "乐观", "耐心",
        ],
        animals: [
            "熊猫",
            "老虎",
            "狮子",
            "兔子",
            "海豚",
            "企鹅",
            "狐狸",
            "考拉",
            "松鼠",
            "猫头鹰",
            "刺猬",
            "小鹿",
            "海獭",
            "骆驼",
            "斑马",
            "袋鼠",
        ],
        animal_first: false,
        joint: "的",
    },
    Words {
        tag: "zh-Hant",
        adjectives: [
            "快樂", "勇敢", "聰明", "安靜", "好奇", "機靈", "溫柔", "活潑", "淘氣", "沉著", "開心",
            "認真", "友善", "敏捷", "樂觀", "耐心",
        ],
        animals: [
            "熊貓",
            "老虎",
            "獅子",
            "兔子",
            "海豚",
            "企鵝",
            "狐狸",
            "無尾熊",
            "松鼠",
            "貓頭鷹",
            "刺蝟",
            "小鹿",
            "海獺",
            "駱駝",
            "斑馬",
            "袋鼠",
        ],
        animal_first: false,
        joint: "的",
    },
    Words {
        tag: "ja",
        adjectives: [
            "げんきな",
            "かしこい",
            "やさしい",
            "すばやい",
            "しずかな",
            "ゆかいな",
            "まじめな",
            "たのしい",
            "つよい",
            "かわいい",
            "あかるい",
            "おおらかな",
            "ふしぎな",
            "ゆうかんな",
            "のんきな",
            "すなおな",
        ],
        animals: [
            "パンダ",
            "トラ",
            "ライオン",
            "ウサギ",
            "イルカ",
            "ペンギン",
            "キツネ",
            "コアラ",
            "リス",
            "フクロウ",
            "ハリネズミ",
            "シカ",
            "ラッコ",
            "ラクダ",
            "シマウマ",
            "カンガルー",
        ],
        animal_first: false,
        joint: "",
    },
    Words {
        tag: "ko",
        adjectives: [
            "즐거운",
            "용감한",
            "똑똑한",
            "조용한",
            "재빠른",
            "다정한",
            "씩씩한",
            "명랑한",
            "침착한",
            "신나는",
            "성실한",
            "친절한",
            "날쌘",
            "느긋한",
            "귀여운",
            "행복한",
        ],
        animals: [
            "판다",
            "호랑이",
            "사자",
            "토끼",
            "돌고래",
            "펭귄",
            "여우",
            "코알라",
            "다람쥐",
            "부엉이",
            "고슴도치",
            "사슴",
            "해달",
            "낙타",
            "얼룩말",
            "캥거루",
        ],
        animal_first: false,
        joint: " ",
    },
    Words {
        tag: "es",
        adjectives: [
            "alegre",
            "valiente",
            "listo",
            "tranquilo",
            "curioso",
            "veloz",
            "amable",
            "sabio",
            "astuto",
            "feliz",
            "tenaz",
            "sereno",
            "hábil",
            "sonriente",
            "audaz",
            "noble",
        ],
        animals: [
            "León",
            "Tigre",
            "Panda",
            "Koala",
            "Castor",
            "Búho",
            "Zorro",
            "Delfín",
            "Pingüino",
            "Erizo",
            "Conejo",
            "Canguro",
            "Lobo",
            "Oso",
            "Gato",
            "Pulpo",
        ],
        animal_first: true,
        joint: " ",
    },
    Words {
        tag: "fr",
        adjectives: [
            "joyeux",
            "courageux",
            "malin",
            "calme",
            "curieux",
            "rapide",
            "aimable",
            "sage",
            "rusé",
            "heureux",
            "tenace",
            "serein",
            "habile",
            "souriant",
            "audacieux",
            "gentil",
        ],
        animals: [
            "Lion",
            "Tigre",
            "Panda",
            "Koala",
            "Castor",
            "Hibou",
            "Renard",
            "Dauphin",
            "Pingouin",
            "Hérisson",
            "Lapin",
            "Écureuil",
            "Kangourou",
            "Zèbre",
            "Chameau",
            "Loup",
        ],
        animal_first: true,
        joint: " ",
    },
    Words {
        tag: "de",
        adjectives: [
            "Fröhlicher",
            "Mutiger",
            "Kluger",
            "Ruhiger",
            "Neugieriger",
            "Flinker",
            "Freundlicher",
            "Weiser",
            "Schlauer",
            "Glücklicher",
            "Tapferer",
            "Gelassener",
            "Geschickter",
            "Lächelnder",
            "Kühner",
            "Sanfter",
        ],
        animals: [
            "Löwe", "Tiger", "Panda", "Koala", "Biber", "Uhu", "Fuchs", "Delfin", "Pinguin",
            "Igel", "Hase", "Wolf", "Bär", "Kater", "Otter", "Dachs",
        ],
        animal_first: false,
        joint: " ",
    },
];

/// How many names each language makes.
pub const PER_LANGUAGE: u32 = 16 * 16;

/// The language `tag`'s words; English's for a tag without its own.
fn words(tag: &str) -> &'static Words {
    LANGUAGES
        .iter()
        .find(|w| w.tag == tag)
        .unwrap_or(&LANGUAGES[0])
}

/// Name `n` (taken modulo [`PER_LANGUAGE`]) of language `tag`.
pub fn name(tag: &str, n: u32) -> String {
    let w = words(tag);
    let n = (n % PER_LANGUAGE) as usize;
    let (adjective, animal) = (w.adjectives[n / 16], w.animals[n % 16]);
    if w.animal_first {
        format!("{animal}{}{adjective}", w.joint)
    } else {
        format!("{adjective}{}{animal}", w.joint)
    }
}

/// Three different names of language `tag`, picked by `seed` (any random
/// number): no two share an adjective or an animal.
pub fn three(tag: &str, seed: u32) -> [String; 3] {
    // A step of 85 (5 × 17) moves the animal 5 along and the adjective 5
    // or 6: two steps never come back to either word.
    let n = seed % PER_LANGUAGE;
    [0, 1, 2].map(|i| name(tag, n + i * 17 * 5))
}

/// Whether `nickname` is a generated name, in any language.
pub fn is_generated(nickname: &str) -> bool {
    LANGUAGES.iter().any(|w| {
        (0..PER_LANGUAGE).any(|n| {
            let n = n as usize;
            let (adjective, animal) = (w.adjectives[n / 16], w.animals[n % 16]);
            let (first, second) = if w.animal_first {
                (animal, adjective)
            } else {
                (adjective, animal)
            };
            nickname
                .strip_prefix(first)
                .and_then(|rest| rest.strip_prefix(w.joint))
                .is_some_and(|rest| rest == second)
        })
    })
}

/// The languages with words of their own, by tag.
pub fn tags() -> impl Iterator<Item = &'static str> {
    LANGUAGES.iter().map(|w| w.tag)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::nickname::MAX_CHARS;

    #[test]
    fn every_name_is_a_nickname_and_is_known_as_generated() {
        for tag in tags() {
            let mut seen = std::collections::HashSet::new();
            for n in 0..PER_LANGUAGE {
                let name = name(tag, n);
                assert!(name.chars().count() <= MAX_CHARS, "{name}");
                assert!(crate::room::nickname::check(&name).is_ok(), "{name}");
                assert!(is_generated(&name), "{name}");
                assert!(seen.insert(name), "two names alike in {tag}");
            }
        }
        assert_eq!(name("en", 8 * 16 + 6), "Sly Fox");
        assert_eq!(name("fr", 8 * 16 + 6), "Renard rusé");
        assert_eq!(name("de", 8 * 16 + 6), "Schlauer Fuchs");
        assert_eq!(name("zh", 0), "快乐的熊猫");
        assert_eq!(name("ja", 0), "げんきなパンダ");
    }

    #[test]
    fn a_typed_name_is_not_generated() {
        for typed in [
            "Ada", "Sly  Fox", "sly fox", "Sly Fox ", "Fox Sly", "Renard", "",
        ] {
            assert!(!is_generated(typed), "{typed}");
        }
    }

    #[test]
    fn three_names_differ_in_both_words() {
        for seed in [0, 1, 255, 256, 1000, u32::MAX] {
            let [a, b, c] = three("en", seed);
            let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
            let (a, b, c) = (words(&a), words(&b), words(&c));
            for i in 0..2 {
                assert!(
                    a[i] != b[i] && b[i] != c[i] && a[i] != c[i],
                    "{a:?} {b:?} {c:?}"
                );
            }
        }
    }
}
