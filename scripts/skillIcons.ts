/**
 * Each skill's icon: the game-icons.net picture (`@iconify-json/game-icons`, CC BY 3.0) that fits
 * the skill's name and effect, keyed by the game's gameTag so a rename keeps the icon. Chosen by
 * hand; the data build writes each skill's `icon_name` and the chosen icons into one sprite per
 * class (a page showing one class loads only that class's icons).
 *
 * Within a tree every skill has its own picture. Across trees one picture may stand for the same
 * effect (Ranged Damage, Blade Damage); within a class that also keeps the sprite small.
 */
export const SKILL_ICONS: Readonly<Record<string, string>> = {
  // Trooper: Gunnery
  'Skills.Attribute.Weaponry1': 'bullets', // Ranged Damage
  'Skills.Attribute.Weaponry2': 'ray-gun', // Disruptor Damage
  'Skills.Perk.BodyShots': 'human-target', // Center of Mass
  'Skills.Perk.HeavyWeaponNaib': 'running-shoe', // Heavy Weapon Agility
  'Skills.Attribute.Weaponry3': 'shotgun', // Scattergun Damage
  'Skills.Attribute.Weaponry4': 'spanner', // Field Maintenance
  'Skills.Attribute.Weaponry5': 'minigun', // Heavy Weapon Damage
  'Skills.Attribute.Weaponry6': 'anvil', // Gunsmith
  'Skills.Ability.EnergyCapsule': 'pill', // Energy Capsule
  // Trooper: Suspensor Training
  'Skills.Ability.SuspensorGrenade_Reduction': 'holosphere', // Anti-gravity Field
  'Skills.Perk.SuspensorDash': 'wingfoot', // Suspensor Dash
  'Skills.Ability.SuspensorGrenade_Amplification': 'weight-crush', // Gravity Field
  'Skills.Attribute.SuspensorTech1': 'belt', // Suspensor Efficiency
  'Skills.Perk.DeathFromAbove': 'falling-bomb', // Death from Above
  'Skills.Ability.CollapseGrenade': 'implosion', // Collapse Grenade
  'Skills.Ability.SuspensorBlast': 'blast', // Suspensor Blast
  // Trooper: Tactical Tech
  'Skills.Ability.CablePull': 'grapple', // Shigawire Claw
  'Skills.Ability.FragGrenade': 'grenade', // Explosive Grenade
  'Skills.Perk.TrooperCooldowns': 'stopwatch', // Battle Hardened
  'Skills.Ability.AssaultSeeker': 'rocket-flight', // Assault Seeker
  'Skills.Ability.MagneticAttractor': 'magnet', // Attractor Field
  'Skills.Spice.GadgetReload': 'machine-gun-magazine', // Reflexive Reload
  // Mentat: Mental Calculus
  'Skills.Ability.TurretSeeker': 'sentry-gun', // The Sentinel
  'Skills.Attribute.MentalCalculus1': 't-shirt', // Garment Keeper
  'Skills.Attribute.MentalCalculus2': 'bullets', // Ranged Damage
  'Skills.Attribute.MentalCalculus3': 'sewing-needle', // Tailoring
  'Skills.Perk.HeadShots': 'crosshair', // Marksman
  'Skills.Attribute.MentalCalculus4': 'pistol-gun', // Pistol Damage
  'Skills.Perk.ExploitWeakness': 'convergence-target', // Exploit Weakness
  'Skills.Attribute.MentalCalculus5': 'rifle', // Rifle Damage
  'Skills.Perk.ShieldWeakpoint': 'cracked-shield', // Shield Overcharge
  // Mentat: Assassination
  'Skills.Ability.PoisonCapsuleLauncher': 'poison-cloud', // Poison Capsule
  'Skills.Ability.PoisonMine': 'land-mine', // Poison Mine
  'Skills.Attribute.Assassination1': 'headshot', // Headshot Damage
  'Skills.Attribute.Assassination2': 'hooded-assassin', // Assassin's Shot
  'Skills.Perk.PoisonTooth': 'tooth', // Poison Tooth
  'Skills.Ability.StunDart': 'dart', // Stunner
  'Skills.Ability.HunterSeeker': 'delivery-drone', // Hunter-Seeker
  // Mentat: Tactician
  'Skills.Ability.SuspensorWall': 'defensive-wall', // Shield Wall
  'Skills.Ability.SuspensorMine_Amplification': 'weight', // Gravity Mine
  'Skills.Ability.SolidoDecoy': 'ghost-ally', // Solido Decoy
  'Skills.Ability.SuspensorMine_Reduction': 'orb-direction', // Anti-gravity Mine
  'Skills.Perk.IronWill': 'iron-mask', // Iron Will
  'Skills.Ability.PortableGenerator': 'power-generator', // Source of Power
  // Planetologist: Scientist
  'Skills.Attribute.Scientist1': 'ore', // Cutteray Mining
  'Skills.Attribute.Scientist2': 'dew', // Dew Gathering
  'Skills.Attribute.Scientist3': 'battery-plus', // Rerouting
  'Skills.Attribute.Scientist4': 'magnifying-glass', // Deep Analysis
  'Skills.Attribute.Scientist5': 'cube', // Compaction
  'Skills.Science.m_PowerMax': 'power-lightning', // Overcharge
  'Skills.Perk.BatteryExpert': 'battery-minus', // Conservation of Energy
  // Planetologist: Explorer
  'Skills.Ability.SuspensorPad': 'jump-across', // Suspensor Pad
  'Skills.Attribute.Explorer1': 'treasure-map', // Cartographer
  'Skills.Attribute.Explorer6': 'treasure-map', // Cartographer (single-player record)
  'Skills.Attribute.Explorer2': 'mountain-climbing', // Mountaineer
  'Skills.Attribute.Explorer3': 'radar-sweep', // Scanner Mastery
  'Skills.Attribute.Explorer4': 'water-recycling', // Stillsuit Seals
  'Skills.Attribute.Explorer5': 'powder', // Spice Surveyor
  // Planetologist: Mechanic
  'Skills.Attribute.Driver1': 'auto-repair', // Vehicle Repair
  'Skills.Attribute.Driver2': 'jeep', // Fuel Efficient Driver
  'Skills.Attribute.Driver3': 'mine-truck', // Vehicle Mining
  'Skills.Attribute.Driver4': 'radar-dish', // Vehicle Scanning
  'Skills.Attribute.Driver5': 'helicopter', // Fuel Efficient Pilot (ornithopters)
  'Skills.Attribute.Driver6': 'tank-tread', // Sandcrawler Yield
  'Skills.Spice.VehicleHeat': 'heat-haze', // Heat Management
  // Bene Gesserit Acolyte: Weirding Way
  'Skills.Ability.Hypersprint': 'sprint', // Bindu Sprint
  'Skills.Perk.Backstabber': 'backstab', // Manipulate Instability
  'Skills.Attribute.WeirdingWay1': 'crossed-swords', // Blade Damage
  'Skills.Attribute.WeirdingWay2': 'plain-dagger', // Short Blade Damage
  'Skills.Ability.BinduNerveStrike': 'punch-blast', // Prana-Bindu Strikes
  'Skills.Ability.WeirdingStep': 'shadow-follower', // Weirding Step
  'Skills.Spice.BinduDodge': 'dodge', // Bindu Dodge
  // Bene Gesserit Acolyte: The Voice
  'Skills.Ability.VoiceCompel': 'sonic-shout', // Compel
  'Skills.Ability.Blindspot': 'invisible', // Ignore
  'Skills.Attribute.Manipulation1': 'hourglass', // Voice Training
  'Skills.Perk.VoiceAnalysis': 'sound-waves', // Rapid Register
  'Skills.Ability.VoiceStop': 'hand', // Stop
  'Skills.Spice.VoiceSplash': 'sonic-screech', // Screech
  // Bene Gesserit Acolyte: Body Control
  'Skills.Attribute.SelfControl1': 'health-increase', // Recovery
  'Skills.Perk.RegenCap': 'heart-beats', // Trauma Recovery
  'Skills.Attribute.SelfControl2': 'sun-radiations', // Sun Tolerance
  'Skills.Attribute.SelfControl3': 'heart-plus', // Vitality
  'Skills.Attribute.SelfControl4': 'healing', // Self-Healing
  'Skills.Attribute.SelfControl5': 'poison', // Poison Tolerance
  'Skills.Perk.BinduStability': 'body-balance', // Prana-Bindu Stability
  'Skills.Perk.MetabolizePoison': 'stomach', // Metabolize Poison
  'Skills.Ability.LitanyAgainstFear': 'prayer', // Litany Against Fear
  // Swordmaster: The Blade
  'Skills.Attribute.Blade1': 'crossed-swords', // Blade Damage
  'Skills.Perk.MeleeChain': 'bloody-sword', // Dance of Blades
  'Skills.Ability.RiposteInjure': 'riposte', // Retaliate
  'Skills.Attribute.Blade2': 'broadsword', // Long Blade Damage
  'Skills.Ability.Whirlwind': 'sword-spin', // Eye of the Storm
  'Skills.Ability.RiposteBreak': 'sword-break', // Foil
  'Skills.Spice.ParryBoost': 'sword-clash', // Precise Parry
  // Swordmaster: The Will
  'Skills.Ability.DeflectionSlow': 'shield-reflect', // Deflection
  'Skills.Attribute.Resolve1': 'bleeding-wound', // Bleed Tolerance
  'Skills.Perk.ToughLunge': 'piercing-sword', // Reckless Lunge
  'Skills.Attribute.Resolve2': 'ninja-heroic-stance', // Solid Stance
  'Skills.Attribute.UnstoppableAttacks': 'strong', // Confidence
  'Skills.Perk.ThriveOnDanger': 'half-heart', // Thrive on Danger
  // Swordmaster: The Way
  'Skills.Ability.KneeCharge': 'high-kick', // Knee Charge
  'Skills.Attribute.Aggression1': 'medical-pack', // Field Medicine
  'Skills.Attribute.Aggression2': 'water-drop', // Optimized Hydration
  'Skills.Ability.CripplingStrike': 'broken-bone', // Crippling Strike
  'Skills.Perk.SprintStamina': 'lungs', // Disciplined Breathing
  'Skills.Ability.BattleCry': 'shouting', // Inspiration
  'Skills.Attribute.Aggression3': 'muscle-up', // General Conditioning
  'Skills.Attribute.Aggression4': 'desert', // Desert Conditioning
  'Skills.Spice.ShadowStrike': 'crossed-slashes', // Prescient Strike
};
